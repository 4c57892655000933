import { describe, expect, it } from 'vitest';
import {
  checkLengthFormula,
  CUT_RULE_TEXT,
  cutRuleInputSchema,
  cutSettingsSchema,
  DEFAULT_CUT_RULES,
  DEFAULT_CUT_SETTINGS,
  evaluateLength,
  formulaSchema,
  MAX_FORMULA_LENGTH,
  parseLengthFormula,
  piecesForUnit,
  toMillimetres,
} from './cut-rules';

const DOOR = { W: 900, H: 2100, a: 50 };

/** The length of `text` for W, H and a, or its error as "message @ position". */
function lengthOf(text: string, values = DOOR): number | string {
  const parsed = parseLengthFormula(text);
  if (!parsed.ok) return `${parsed.message} @ ${parsed.position}`;
  const length = evaluateLength(parsed.ast, values);
  return length.ok ? length.length_mm : `${length.message} @ ${length.position}`;
}

function issuesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('length formulas', () => {
  it('computes the door frame of the issue: 900 x 2100 mm with a = 50 gives jambs of 2150 and a head of 1000', () => {
    expect(lengthOf('H + a')).toBe(2150);
    expect(lengthOf('W + 2a')).toBe(1000);
    expect(lengthOf('W+2*a')).toBe(1000);
  });

  it('follows precedence, parentheses and left-to-right order', () => {
    expect(lengthOf('W + H * 2')).toBe(900 + 4200);
    expect(lengthOf('(W + H) * 2')).toBe(6000);
    expect(lengthOf('W - a - 50')).toBe(800);
    expect(lengthOf('H / 2 / 3')).toBe(350);
    expect(lengthOf('((W))')).toBe(900);
    expect(lengthOf('2 * (W + 2 * (a + 10))')).toBe(2040);
  });

  it('reads unary minus, decimals, free whitespace and lower-case w and h', () => {
    expect(lengthOf('-a + W')).toBe(850);
    expect(lengthOf('W - -a')).toBe(950);
    expect(lengthOf('W * -1 + 2000')).toBe(1100);
    expect(lengthOf('-(a - W)')).toBe(850);
    expect(lengthOf('1.5 * W')).toBe(1350);
    expect(lengthOf('  w\t+\n h ')).toBe(3000);
  });

  it('multiplies a number written straight before a name or a bracket, as one factor', () => {
    expect(lengthOf('2W')).toBe(1800);
    expect(lengthOf('2(H + a)')).toBe(4300);
    expect(lengthOf('1.5a')).toBe(75);
    expect(lengthOf('W / 2a')).toBe(9); // W / (2a) = 900 / 100
    expect(lengthOf('2 a')).toBe(`${CUT_RULE_TEXT.expectedOperator('a', 2)} @ 2`);
  });

  it('rounds once, at the end, half up to the whole mm', () => {
    expect(lengthOf('W / 3')).toBe(300);
    expect(lengthOf('1001 / 2')).toBe(501);
    expect(lengthOf('1000.4')).toBe(1000);
    expect(lengthOf('0.1 * 3 + 0.2 + 1000')).toBe(1001); // 1000.5 in float is 1000.4999999999999
    expect(lengthOf('W / 7 * 7')).toBe(900);
  });

  it('refuses each kind of bad input with its message and position', () => {
    expect(lengthOf('')).toBe(`${CUT_RULE_TEXT.empty} @ 0`);
    expect(lengthOf('   ')).toBe(`${CUT_RULE_TEXT.empty} @ 0`);
    expect(lengthOf(`W${' + 1'.repeat(30)}`)).toBe(`${CUT_RULE_TEXT.tooLong} @ ${MAX_FORMULA_LENGTH}`);
    expect(lengthOf('W + b')).toBe(`${CUT_RULE_TEXT.unknownName('b', 4)} @ 4`);
    expect(lengthOf('W + b')).toContain('Unknown name "b" at character 5. Use only W, H and a');
    expect(lengthOf('H + a;')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter(';', 5)} @ 5`);
    expect(lengthOf('H % 2')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter('%', 2)} @ 2`);
    expect(lengthOf('(H + a')).toBe(`${CUT_RULE_TEXT.missingClose(0)} @ 6`);
    expect(lengthOf('2 * ((H + a)')).toBe(`${CUT_RULE_TEXT.missingClose(4)} @ 12`);
    expect(lengthOf('(H a)')).toBe(`${CUT_RULE_TEXT.expectedOperator('a', 3)} @ 3`);
    expect(lengthOf('H + a)')).toBe(`${CUT_RULE_TEXT.expectedOperator(')', 5)} @ 5`);
    expect(lengthOf('H +')).toBe(`${CUT_RULE_TEXT.trailingOperator('+')} @ 3`);
    expect(lengthOf('H * -')).toBe(`${CUT_RULE_TEXT.trailingOperator('-')} @ 5`);
    expect(lengthOf('(')).toBe(`${CUT_RULE_TEXT.trailingOperator('(')} @ 1`);
    expect(lengthOf('H + * a')).toBe(`${CUT_RULE_TEXT.expectedValue('*', 4)} @ 4`);
    expect(lengthOf('+H')).toBe(`${CUT_RULE_TEXT.expectedValue('+', 0)} @ 0`);
    expect(lengthOf('()')).toBe(`${CUT_RULE_TEXT.expectedValue(')', 1)} @ 1`);
    expect(lengthOf('W H')).toBe(`${CUT_RULE_TEXT.expectedOperator('H', 2)} @ 2`);
    expect(lengthOf('100001 - W')).toBe(`${CUT_RULE_TEXT.numberTooBig(0)} @ 0`);
    expect(lengthOf('1e9')).toBe(`${CUT_RULE_TEXT.unknownName('e9', 1)} @ 1`);
    // The first fault from the left is the one reported.
    expect(lengthOf('W + b;')).toBe(`${CUT_RULE_TEXT.unknownName('b', 4)} @ 4`);
    expect(lengthOf('W + ;b')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter(';', 4)} @ 4`);
    expect(lengthOf('2.')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter('.', 1)} @ 1`);
  });

  it('tells a shop that writes x or × to multiply with *', () => {
    expect(lengthOf('2 x W')).toBe(`${CUT_RULE_TEXT.multiply('x', 2)} @ 2`);
    expect(lengthOf('2x')).toBe(`${CUT_RULE_TEXT.multiply('x', 1)} @ 1`);
    expect(lengthOf('2 × W')).toBe(`${CUT_RULE_TEXT.multiply('×', 2)} @ 2`);
  });

  it('refuses at evaluation a division by zero, a length under 1 mm and one past 100 m', () => {
    expect(lengthOf('W / (H - H)')).toBe(`${CUT_RULE_TEXT.divisionByZero(2)} @ 2`);
    expect(lengthOf('W - H')).toBe(`${CUT_RULE_TEXT.notPositive(-1200)} @ 0`);
    expect(lengthOf('a - 50')).toBe(`${CUT_RULE_TEXT.notPositive(0)} @ 0`);
    expect(lengthOf('0.4')).toBe(`${CUT_RULE_TEXT.notPositive(0)} @ 0`);
    expect(lengthOf('W * H')).toBe(`${CUT_RULE_TEXT.tooLongPiece(1_890_000)} @ 0`);
  });

  it('gives no way to reach objects or run code: only W, H and a are names, and "." or "[" are refused', () => {
    expect(lengthOf('constructor')).toBe(`${CUT_RULE_TEXT.unknownName('constructor', 0)} @ 0`);
    expect(lengthOf('__proto__')).toBe(`${CUT_RULE_TEXT.unknownName('__proto__', 0)} @ 0`);
    expect(lengthOf('toString')).toBe(`${CUT_RULE_TEXT.unknownName('toString', 0)} @ 0`);
    expect(lengthOf('W.constructor')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter('.', 1)} @ 1`);
    expect(lengthOf('W["constructor"]')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter('[', 1)} @ 1`);
    expect(lengthOf('process.exit(1)')).toBe(`${CUT_RULE_TEXT.unknownName('process', 0)} @ 0`);
    expect(lengthOf('`${W}`')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter('`', 0)} @ 0`);
    expect(lengthOf('W; globalThis.x = 1')).toBe(`${CUT_RULE_TEXT.unexpectedCharacter(';', 1)} @ 1`);
  });

  it('parses into a tree of numbers, names and operators', () => {
    expect(parseLengthFormula('W + 2a')).toEqual({
      ok: true,
      ast: {
        kind: 'binary',
        operator: '+',
        position: 2,
        left: { kind: 'name', name: 'W', position: 0 },
        right: {
          kind: 'binary',
          operator: '*',
          position: 5,
          left: { kind: 'number', value: 2, position: 4 },
          right: { kind: 'name', name: 'a', position: 5 },
        },
      },
    });
  });

  it('formulaSchema keeps the trimmed text and refuses with the parser message', () => {
    expect(formulaSchema.parse('  H + a ')).toBe('H + a');
    expect(issuesOf(formulaSchema.safeParse('H + b'))).toEqual([`:${CUT_RULE_TEXT.unknownName('b', 4)}`]);
    expect(issuesOf(formulaSchema.safeParse(''))).toEqual([`:${CUT_RULE_TEXT.empty}`]);
    expect(issuesOf(formulaSchema.safeParse(12))).toEqual([`:${CUT_RULE_TEXT.empty}`]);
  });
});

describe('sizes to millimetres', () => {
  it('converts mm, cm and inch, rounding half up to the whole mm', () => {
    expect(toMillimetres(900, 'mm')).toBe(900);
    expect(toMillimetres(900.5, 'mm')).toBe(901);
    expect(toMillimetres(90, 'cm')).toBe(900);
    expect(toMillimetres(210, 'cm')).toBe(2100);
    expect(toMillimetres(90.05, 'cm')).toBe(901); // 900.5 exactly, not float 900.4999
    expect(toMillimetres(90.04, 'cm')).toBe(900);
    expect(toMillimetres(36, 'inch')).toBe(914); // 914.4
    expect(toMillimetres(84, 'inch')).toBe(2134); // 2133.6
    expect(toMillimetres(35.5, 'inch')).toBe(902); // 901.7
    expect(toMillimetres(12.5, 'inch')).toBe(318); // 317.5
  });
});

describe('cut rules', () => {
  const door = DEFAULT_CUT_RULES.find((rule) => rule.product_type === 'is_door')!;
  const window = DEFAULT_CUT_RULES.find((rule) => rule.product_type === 'is_window')!;
  const security = DEFAULT_CUT_RULES.find((rule) => rule.product_type === 'is_security_door')!;

  it('has a default for each product type, each valid as input', () => {
    expect(DEFAULT_CUT_RULES.map((rule) => rule.label)).toEqual(['Door Frame', 'Window', 'Security Door']);
    for (const rule of DEFAULT_CUT_RULES) expect(cutRuleInputSchema.safeParse(rule).success).toBe(true);
  });

  it('cuts a 90 x 210 cm door frame into 2 jambs of 2150 mm and a head of 1000 mm', () => {
    expect(piecesForUnit(door, { width: 90, height: 210, unit: 'cm' })).toEqual({
      ok: true,
      pieces: [
        { name: 'Jamb', length_mm: 2150, count: 2 },
        { name: 'Head', length_mm: 1000, count: 1 },
      ],
    });
    expect(piecesForUnit(security, { width: 900, height: 2100, unit: 'mm' })).toEqual(piecesForUnit(door, { width: 90, height: 210, unit: 'cm' }));
  });

  it('cuts a 48 x 48 inch window into its four sides', () => {
    expect(piecesForUnit(window, { width: 48, height: 36, unit: 'inch' })).toEqual({
      ok: true,
      pieces: [
        { name: 'Jamb', length_mm: 914, count: 2 },
        { name: 'Head', length_mm: 1219, count: 1 },
        { name: 'Sill', length_mm: 1219, count: 1 },
      ],
    });
  });

  it('names the piece whose formula fails', () => {
    const rule = { allowance_mm: 50, pieces: [{ name: 'Jamb', count: 2, length: 'H + a' }, { name: 'Stop', count: 1, length: 'W - 1000' }] };
    expect(piecesForUnit(rule, { width: 90, height: 210, unit: 'cm' })).toEqual({
      ok: false,
      piece: 'Stop',
      message: `Stop: ${CUT_RULE_TEXT.notPositive(-100)}`,
      position: 0,
    });
    const broken = { allowance_mm: 0, pieces: [{ name: 'Head', count: 1, length: 'W +' }] };
    expect(piecesForUnit(broken, { width: 90, height: 210, unit: 'cm' })).toMatchObject({ ok: false, piece: 'Head', position: 3 });
    // A work order item left without a size (stored as 0) cannot be cut.
    expect(piecesForUnit(window, { width: 0, height: 0, unit: 'cm' })).toMatchObject({ ok: false, piece: 'Jamb' });
  });

  it('checks a rule as typed: type, allowance, piece names, counts and formulas', () => {
    const good = { product_type: 'is_door', allowance_mm: '40', pieces: [{ name: ' Jamb ', count: '2', length: 'H+a' }] };
    expect(cutRuleInputSchema.parse(good)).toEqual({ product_type: 'is_door', allowance_mm: 40, pieces: [{ name: 'Jamb', count: 2, length: 'H+a' }] });
    const bad = {
      product_type: 'is_gate',
      allowance_mm: 12.5,
      pieces: [
        { name: '', count: 0, length: 'H + b' },
        { name: 'Head', count: 21, length: 'W' },
        { name: 'Sill', count: 1.5, length: '' },
      ],
    };
    expect(issuesOf(cutRuleInputSchema.safeParse(bad))).toEqual([
      `product_type:${CUT_RULE_TEXT.productType}`,
      `allowance_mm:${CUT_RULE_TEXT.allowance}`,
      `pieces.0.name:${CUT_RULE_TEXT.pieceName}`,
      `pieces.0.count:${CUT_RULE_TEXT.count}`,
      `pieces.0.length:${CUT_RULE_TEXT.unknownName('b', 4)}`,
      `pieces.1.count:${CUT_RULE_TEXT.count}`,
      `pieces.2.count:${CUT_RULE_TEXT.count}`,
      `pieces.2.length:${CUT_RULE_TEXT.empty}`,
    ]);
    expect(issuesOf(cutRuleInputSchema.safeParse({ ...good, pieces: [] }))).toEqual([`pieces:${CUT_RULE_TEXT.pieces}`]);
    expect(issuesOf(cutRuleInputSchema.safeParse({ ...good, allowance_mm: 501 }))).toEqual([`allowance_mm:${CUT_RULE_TEXT.allowance}`]);
  });
});

describe('formulas that can never be cut (issue 40 point 7)', () => {
  const never = (detail: string) => CUT_RULE_TEXT.neverValid(detail);

  it('refuses a formula no width and height make a usable length, quoting the example door', () => {
    expect(checkLengthFormula('0', 50)).toMatchObject({ ok: false, message: never(CUT_RULE_TEXT.notPositive(0)) });
    expect(checkLengthFormula('W/0', 50)).toMatchObject({ ok: false, message: never(CUT_RULE_TEXT.divisionByZero(1)), position: 1 });
    expect(checkLengthFormula('-W', 50)).toMatchObject({ ok: false, message: never(CUT_RULE_TEXT.notPositive(-900)) });
    expect(checkLengthFormula('W-100000', 50)).toMatchObject({ ok: false, message: never(CUT_RULE_TEXT.notPositive(-99_100)) });
    expect(checkLengthFormula('a - 60', 50)).toMatchObject({ ok: false, message: never(CUT_RULE_TEXT.notPositive(-10)) });
    expect(checkLengthFormula('W * H', 0)).toMatchObject({ ok: true });
    expect(checkLengthFormula('100000 * 2', 0)).toMatchObject({ ok: false, message: never(CUT_RULE_TEXT.tooLongPiece(200_000)) });
    // The parser's own message comes first.
    expect(checkLengthFormula('W +', 0)).toMatchObject({ ok: false, message: CUT_RULE_TEXT.trailingOperator('+') });
  });

  it('keeps a formula some sizes make usable, and the defaults', () => {
    for (const text of ['W - 3000', 'H / (W - 900)', '-W + 2H', 'a - 40', '1']) expect(checkLengthFormula(text, 50).ok, text).toBe(true);
    for (const rule of DEFAULT_CUT_RULES) for (const piece of rule.pieces) expect(checkLengthFormula(piece.length, rule.allowance_mm).ok).toBe(true);
  });

  it('refuses such a formula in a rule at its field, naming the rule and the piece, once', () => {
    const rule = { product_type: 'is_window', allowance_mm: 0, pieces: [{ name: 'Jamb', count: 2, length: 'H' }, { name: 'Sill', count: 1, length: 'W - W' }] };
    expect(issuesOf(cutRuleInputSchema.safeParse(rule))).toEqual([`pieces.1.length:Window, Sill: ${never(CUT_RULE_TEXT.notPositive(0))}`]);
    const unparsed = { ...rule, pieces: [{ name: 'Jamb', count: 2, length: 'H +' }] };
    expect(issuesOf(cutRuleInputSchema.safeParse(unparsed))).toEqual([`pieces.0.length:${CUT_RULE_TEXT.trailingOperator('+')}`]);
  });
});

describe('cut settings', () => {
  it('defaults to a 3 mm kerf, 300 mm offcuts and sizes in cm', () => {
    expect(DEFAULT_CUT_SETTINGS).toEqual({ kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm' });
    expect(cutSettingsSchema.parse({ kerf_mm: '0', min_offcut_mm: 6000, size_unit: 'inch' })).toEqual({ kerf_mm: 0, min_offcut_mm: 6000, size_unit: 'inch' });
  });

  it('refuses values out of range', () => {
    expect(issuesOf(cutSettingsSchema.safeParse({ kerf_mm: 21, min_offcut_mm: -1, size_unit: 'ft' }))).toEqual([
      `kerf_mm:${CUT_RULE_TEXT.kerf}`,
      `min_offcut_mm:${CUT_RULE_TEXT.minOffcut}`,
      `size_unit:${CUT_RULE_TEXT.sizeUnit}`,
    ]);
    expect(issuesOf(cutSettingsSchema.safeParse({ kerf_mm: 2.5 }))).toEqual([`kerf_mm:${CUT_RULE_TEXT.kerf}`]);
  });
});
