import { Code, Text, TextInput, type TextInputProps } from '@mantine/core';
import { checkLengthFormula, parseLengthFormula } from '@steelworks/contract/cut-rules';
import type { ReactNode } from 'react';

/**
 * Where the parser stopped, shown on the formula itself: the text before it, the character (or a gap at the end)
 * marked, and the rest.
 */
function FormulaMark({ text, position }: { text: string; position: number }) {
  const at = Math.min(position, text.length);
  const char = text.slice(at, at + 1);
  return (
    <Code data-testid="formula-mark" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {text.slice(0, at)}
      <Text span c="red" fw={700} td="underline">
        {char === '' || char === ' ' ? '\u2423' : char}
      </Text>
      {text.slice(at + 1)}
    </Code>
  );
}

/**
 * A length formula in W, H and a, checked as it is typed by the contract's own parser (the one the server uses):
 * its message names the character, and the formula shows it marked. A formula that parses but gives no usable length
 * for any width and height with the rule's `allowance` (`0`, `W/0`, `-W`) says so at once too, as the server would
 * on save (issue 40 point 7). A server message comes through `error`.
 */
export function FormulaField({
  value,
  error,
  allowance,
  ...props
}: Omit<TextInputProps, 'value'> & { value: string; error?: ReactNode; allowance?: number }) {
  const parsed = value.trim() === '' ? null : parseLengthFormula(value);
  const unusable = parsed?.ok && allowance !== undefined ? checkLengthFormula(value, allowance) : null;
  const problem: ReactNode =
    parsed && !parsed.ok ? (
      <>
        {parsed.message}
        <br />
        <FormulaMark text={value} position={parsed.position} />
      </>
    ) : unusable && !unusable.ok ? (
      unusable.message
    ) : (
      error
    );
  return (
    <TextInput
      {...props}
      value={value}
      error={problem}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
