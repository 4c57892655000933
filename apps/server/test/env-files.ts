import { spawnSync } from 'node:child_process';

/**
 * An environment file as systemd's EnvironmentFile= reads it (systemd's env-file parser, as in Debian 12's systemd
 * 252): `#` or `;` starts a comment only at the start of a line; an unquoted value runs to the end of its line (a
 * `# comment` after it is part of it) less trailing blanks, a backslash keeps the next character; '...' is literal;
 * "..." unescapes \" \\ \` \$ and keeps any other backslash; quoted parts and plain parts of one value join.
 * Later assignments win, and several files read in order are one text read in order.
 */
export function readAsSystemd(...texts: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const text of texts) Object.assign(env, parseOne(text));
  return env;
}

function parseOne(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  type State = 'preKey' | 'key' | 'preValue' | 'value' | 'valueEscape' | 'single' | 'double' | 'doubleEscape' | 'comment';
  let state: State = 'preKey';
  let key = '';
  let value = '';
  /** Where the unquoted value's trailing blanks start, if it ends in blanks. */
  let blanksFrom = -1;
  const push = () => {
    env[key.trimEnd()] = blanksFrom >= 0 && state === 'value' ? value.slice(0, blanksFrom) : value;
    key = '';
    value = '';
    blanksFrom = -1;
  };
  for (const c of `${text}\n`) {
    const newline = c === '\n' || c === '\r';
    const blank = c === ' ' || c === '\t' || newline;
    switch (state) {
      case 'preKey':
        if (c === '#' || c === ';') state = 'comment';
        else if (!blank) {
          state = 'key';
          key = c;
        }
        break;
      case 'key':
        if (newline) {
          state = 'preKey';
          key = '';
        } else if (c === '=') state = 'preValue';
        else key += c;
        break;
      case 'preValue':
        if (newline) {
          push();
          state = 'preKey';
        } else if (c === "'") state = 'single';
        else if (c === '"') state = 'double';
        else if (c === '\\') state = 'valueEscape';
        else if (!blank) {
          state = 'value';
          value += c;
        }
        break;
      case 'value':
        if (newline) {
          push();
          state = 'preKey';
        } else if (c === '\\') {
          state = 'valueEscape';
          blanksFrom = -1;
        } else {
          if (!blank) blanksFrom = -1;
          else if (blanksFrom < 0) blanksFrom = value.length;
          value += c;
        }
        break;
      case 'valueEscape':
        state = 'value';
        if (!newline) value += c;
        break;
      case 'single':
        if (c === "'") state = 'preValue';
        else value += c;
        break;
      case 'double':
        if (c === '"') state = 'preValue';
        else if (c === '\\') state = 'doubleEscape';
        else value += c;
        break;
      case 'doubleEscape':
        state = 'double';
        if ('"\\`$'.includes(c)) value += c;
        else if (c !== '\n') value += `\\${c}`;
        break;
      case 'comment':
        if (newline) state = 'preKey';
        break;
    }
  }
  return env;
}

/** The same files as `set -a; . FILE; set +a` gives a POSIX shell: the variables they set, nothing else. */
export function readAsShell(...files: string[]): Record<string, string> {
  const sourced = files.map((_, i) => `. "$${i + 1}"`).join('; ');
  const result = spawnSync('sh', ['-c', `set -a; ${sourced}; set +a; env -0`, 'sh', ...files], { env: {}, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`sh could not read ${files.join(', ')}: ${result.stderr}`);
  const env: Record<string, string> = {};
  for (const entry of result.stdout.split('\0').filter(Boolean)) {
    const at = entry.indexOf('=');
    env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  // What the shell sets by itself.
  for (const own of ['PWD', 'SHLVL', '_', 'OLDPWD']) delete env[own];
  return env;
}
