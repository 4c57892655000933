import { z } from 'zod';
import { numberInput } from './common/inputs';
import { PRODUCT_TYPES, type ProductTypeKey } from './product';

/**
 * Cut rules (issue 32 point 2): which channel pieces one unit of a product type needs, as count x length, the length
 * a small formula in W (width), H (height), a (the rule's allowance) and numbers, all in millimetres.
 *
 * Grammar (whitespace is free; `position` in an error is the 0-based character index, messages count from 1):
 *   expression := term (("+" | "-") term)*
 *   term       := unary (("*" | "/") unary)*
 *   unary      := "-" unary | factor
 *   factor     := number [name | "(" expression ")"]   a number directly followed by a name or "(" multiplies:
 *               | name | "(" expression ")"            2a, 2W, 1.5(H + a); "2a" is one factor, so W / 2a = W / (2a)
 *   number     := digits ["." digits]
 *   name       := W | H | a   (w, h and A are read as W, H and a)
 * The text is tokenized and parsed into a tree that a plain switch evaluates: never eval or new Function, and a name
 * is looked up in a Map of the three, so "constructor" or "__proto__" are unknown names and "." is refused.
 */

export const MAX_FORMULA_LENGTH = 100;
/** The largest number a formula may write and the longest piece it may give: 100 m, past any stock length. */
const MAX_LENGTH_MM = 100_000;
export const PIECE_NAMES = ['Jamb', 'Head', 'Sill', 'Mullion', 'Transom'] as const;
export const SIZE_UNITS = ['mm', 'cm', 'inch'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

const at = (position: number) => `at character ${position + 1}`;

export const CUT_RULE_TEXT = {
  empty: 'Enter a formula, for example H + a',
  tooLong: `A formula has at most ${MAX_FORMULA_LENGTH} characters`,
  unexpectedCharacter: (char: string, position: number) =>
    `Unexpected "${char}" ${at(position)}: use W, H, a, numbers, + - * / and brackets`,
  unknownName: (name: string, position: number) => `Unknown name "${name}" ${at(position)}. Use only W, H and a`,
  multiply: (char: string, position: number) => `Use * to multiply, not "${char}" ${at(position)}`,
  expectedValue: (found: string, position: number) => `Expected a number, W, H, a or "(" ${at(position)}, not "${found}"`,
  trailingOperator: (operator: string) => `The formula ends with "${operator}": add what comes after it`,
  missingClose: (position: number) => `Missing ")" for the "(" ${at(position)}`,
  expectedOperator: (found: string, position: number) => `Unexpected "${found}" ${at(position)}: put + - * or / between values`,
  numberTooBig: (position: number) => `The number ${at(position)} is too big: at most ${MAX_LENGTH_MM}`,
  divisionByZero: (position: number) => `Division by zero ${at(position)}`,
  notPositive: (mm: number) => `The length comes to ${mm} mm: a piece must be at least 1 mm`,
  tooLongPiece: (mm: number) => `The length comes to ${mm} mm: at most ${MAX_LENGTH_MM} mm`,
  neverValid: (detail: string) => `${detail}. No width and height give a length of 1 to ${MAX_LENGTH_MM} mm`,
  ofRule: (rule: string, piece: string, message: string) => `${rule}, ${piece || 'piece'}: ${message}`,
  productType: 'Choose a product type: Door Frame, Window or Security Door',
  allowance: 'Enter an allowance of 0 to 500 whole mm',
  pieceName: 'Name the piece in 1 to 40 characters',
  count: 'Enter a count of 1 to 20',
  pieces: 'A rule has 1 to 10 pieces',
  kerf: 'Enter a saw kerf of 0 to 20 whole mm',
  minOffcut: 'Enter a minimum offcut of 0 to 6000 whole mm',
  sizeUnit: 'Choose mm, cm or inch',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Formulas: tokens, tree, parser, evaluator.

export type LengthName = 'W' | 'H' | 'a';
type BinaryOperator = '+' | '-' | '*' | '/';
export type FormulaNode =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'name'; name: LengthName; position: number }
  | { kind: 'negate'; operand: FormulaNode; position: number }
  | { kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode; position: number };

type FormulaError = { ok: false; message: string; position: number };
export type ParseResult = { ok: true; ast: FormulaNode } | FormulaError;
export type LengthResult = { ok: true; length_mm: number } | FormulaError;

/** `bad` is a character no token starts with: tokenizing stops there, and the parser reports it when it gets there. */
type Token = { kind: 'number' | 'name' | 'symbol' | 'bad'; text: string; position: number };
const NAMES = new Map<string, LengthName>([['W', 'W'], ['w', 'W'], ['H', 'H'], ['h', 'H'], ['a', 'a'], ['A', 'a']]);
const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|([-+*/()])|(\S))/uy;

/** Thrown inside the parser only, and turned into a FormulaError at its edge. */
class FormulaProblem extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
  }
}

function problemOf(error: unknown): FormulaError {
  if (error instanceof FormulaProblem) return { ok: false, message: error.message, position: error.position };
  throw error;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const kind = match[1] ? 'number' : match[2] ? 'name' : match[3] ? 'symbol' : 'bad';
    const tokenText = match[1] ?? match[2] ?? match[3] ?? match[4]!;
    tokens.push({ kind, text: tokenText, position: TOKEN.lastIndex - tokenText.length });
    if (kind === 'bad') break;
  }
  return tokens;
}

/** A token where it cannot stand; "2 x W" and "×" are a shop's way to multiply. */
function misplaced(token: Token, expected: 'value' | 'operator'): FormulaProblem {
  const { text, position } = token;
  const message =
    text === '×' || /^[xX]$/.test(text)
      ? CUT_RULE_TEXT.multiply(text, position)
      : token.kind === 'bad'
        ? CUT_RULE_TEXT.unexpectedCharacter(text, position)
        : token.kind === 'name' && !NAMES.has(text)
          ? CUT_RULE_TEXT.unknownName(text, position)
          : expected === 'value'
            ? CUT_RULE_TEXT.expectedValue(text, position)
            : CUT_RULE_TEXT.expectedOperator(text, position);
  return new FormulaProblem(message, position);
}

/** Parses a length formula into its tree, or says what is wrong and where. */
export function parseLengthFormula(text: string): ParseResult {
  if (text.trim() === '') return { ok: false, message: CUT_RULE_TEXT.empty, position: 0 };
  if (text.length > MAX_FORMULA_LENGTH) return { ok: false, message: CUT_RULE_TEXT.tooLong, position: MAX_FORMULA_LENGTH };
  try {
    const tokens = tokenize(text);
    let next = 0;
    const peek = () => tokens[next];
    const isSymbol = (token: Token | undefined, ...symbols: string[]) => token?.kind === 'symbol' && symbols.includes(token.text);

    // Left-associative levels: an expression is terms joined by + and -, a term is unaries joined by * and /.
    const level = (operators: string[], operand: () => FormulaNode) => (): FormulaNode => {
      let left = operand();
      while (isSymbol(peek(), ...operators)) {
        const operator = tokens[next++]!;
        left = { kind: 'binary', operator: operator.text as BinaryOperator, left, right: operand(), position: operator.position };
      }
      return left;
    };
    const unary = (): FormulaNode => {
      const token = peek();
      if (isSymbol(token, '-')) {
        next += 1;
        return { kind: 'negate', operand: unary(), position: token!.position };
      }
      return factor();
    };
    const factor = (): FormulaNode => {
      const token = peek();
      if (!token) {
        const last = tokens[tokens.length - 1]!;
        throw new FormulaProblem(CUT_RULE_TEXT.trailingOperator(last.text), text.length);
      }
      next += 1;
      if (token.kind === 'number') {
        const value = Number(token.text);
        if (value > MAX_LENGTH_MM) throw new FormulaProblem(CUT_RULE_TEXT.numberTooBig(token.position), token.position);
        const number: FormulaNode = { kind: 'number', value, position: token.position };
        const after = peek();
        const adjacent = after && after.position === token.position + token.text.length;
        if (adjacent && (after.kind === 'name' || isSymbol(after, '('))) {
          return { kind: 'binary', operator: '*', left: number, right: factor(), position: after.position };
        }
        return number;
      }
      const name = token.kind === 'name' ? NAMES.get(token.text) : undefined;
      if (name) return { kind: 'name', name, position: token.position };
      if (isSymbol(token, '(')) {
        const inner = expression();
        if (!peek()) throw new FormulaProblem(CUT_RULE_TEXT.missingClose(token.position), text.length);
        if (!isSymbol(peek(), ')')) throw misplaced(peek()!, 'operator');
        next += 1;
        return inner;
      }
      throw misplaced(token, 'value');
    };

    const term = level(['*', '/'], unary);
    const expression = level(['+', '-'], term);
    const ast = expression();
    const rest = peek();
    if (rest) throw misplaced(rest, 'operator');
    return { ok: true, ast };
  } catch (error) {
    return problemOf(error);
  }
}

function evaluate(node: FormulaNode, values: Record<LengthName, number>): number {
  if (node.kind === 'number') return node.value;
  if (node.kind === 'name') return values[node.name];
  if (node.kind === 'negate') return -evaluate(node.operand, values);
  const left = evaluate(node.left, values);
  const right = evaluate(node.right, values);
  if (node.operator === '+') return left + right;
  if (node.operator === '-') return left - right;
  if (node.operator === '*') return left * right;
  if (right === 0) throw new FormulaProblem(CUT_RULE_TEXT.divisionByZero(node.position), node.position);
  return left / right;
}

/**
 * The length in whole mm for W, H and a in mm. Rounded once, at the end, half up (1000.5 -> 1001), after dropping
 * float noise below a millionth of a mm (so 1000.4999999999999 from 0.1 steps still reads as 1000.5).
 */
export function evaluateLength(ast: FormulaNode, values: Record<LengthName, number>): LengthResult {
  try {
    const length_mm = Math.round(Math.round(evaluate(ast, values) * 1e6) / 1e6);
    if (!(length_mm >= 1)) return { ok: false, message: CUT_RULE_TEXT.notPositive(length_mm), position: 0 };
    if (length_mm > MAX_LENGTH_MM) return { ok: false, message: CUT_RULE_TEXT.tooLongPiece(length_mm), position: 0 };
    return { ok: true, length_mm };
  } catch (error) {
    return problemOf(error);
  }
}

/**
 * The widths and heights (mm) a formula is tried at before it is saved: from 1 mm to the longest piece, denser where
 * doors, windows and gates are. A formula that gives no usable length at any of them (`0`, `W/0`, `-W`, `W - 100000`)
 * can never be cut, so it is refused when saved rather than found when planning (issue 40 point 7). A formula usable
 * only between two of these sizes would be refused too; no length rule of a frame shop is such a sliver.
 */
const TRIAL_SIZES_MM = [
  1, 10, 50, 100, 200, 300, 450, 600, 750, 900, 1000, 1200, 1500, 1800, 2000, 2100, 2400, 2700, 3000, 3660, 4000, 5000,
  6000, 8000, 10_000, 12_000, 15_000, 20_000, 30_000, 50_000, 75_000, MAX_LENGTH_MM,
];
/** The size a refusal quotes: the door of the defaults (90 x 210 cm). */
const EXAMPLE_SIZE_MM = { W: 900, H: 2100 };

function mentions(node: FormulaNode, name: LengthName): boolean {
  if (node.kind === 'name') return node.name === name;
  if (node.kind === 'number') return false;
  if (node.kind === 'negate') return mentions(node.operand, name);
  return mentions(node.left, name) || mentions(node.right, name);
}

/**
 * A formula as it may be saved for a rule with this allowance: it parses, and some width and height give a length of
 * 1 to MAX_LENGTH_MM mm. Otherwise the parser's message, or what the formula gives for the example door and that no
 * size does better. The form runs it as the formula is typed; the server when the rule is saved.
 */
export function checkLengthFormula(text: string, allowance: number): ParseResult {
  const parsed = parseLengthFormula(text);
  if (!parsed.ok) return parsed;
  const widths = mentions(parsed.ast, 'W') ? TRIAL_SIZES_MM : [EXAMPLE_SIZE_MM.W];
  const heights = mentions(parsed.ast, 'H') ? TRIAL_SIZES_MM : [EXAMPLE_SIZE_MM.H];
  for (const W of widths) for (const H of heights) if (evaluateLength(parsed.ast, { W, H, a: allowance }).ok) return parsed;
  const example = evaluateLength(parsed.ast, { ...EXAMPLE_SIZE_MM, a: allowance }) as FormulaError;
  return { ok: false, message: CUT_RULE_TEXT.neverValid(example.message), position: example.position };
}

/** A formula as typed: kept as its (trimmed) text, refused with the parser's message. */
export const formulaSchema = z
  .string({ error: CUT_RULE_TEXT.empty })
  .trim()
  .superRefine((text, ctx) => {
    const parsed = parseLengthFormula(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, params: { position: parsed.position } });
  });

// ---------------------------------------------------------------------------------------------------------------
// Units and rules.

/**
 * A size in mm, rounded half up to the whole mm. Sizes carry at most 2 decimals (work orders store them so), so the
 * value is taken in hundredths first and scaled with integers: 90.05 cm is 900.5 mm -> 901, never 900.
 */
export function toMillimetres(value: number, unit: SizeUnit): number {
  const hundredths = Math.round(value * 100);
  const [times, over] = unit === 'inch' ? [254, 1000] : unit === 'cm' ? [1, 10] : [1, 100];
  return Math.round((hundredths * times) / over);
}

const PRODUCT_TYPE_KEYS = PRODUCT_TYPES.map((type) => type.key) as [ProductTypeKey, ...ProductTypeKey[]];
const wholeNumber = (message: string, min: number, max: number) =>
  numberInput(z.number({ error: message }).int(message).min(min, message).max(max, message));

const cutPieceInputSchema = z.object({
  name: z.string({ error: CUT_RULE_TEXT.pieceName }).trim().min(1, CUT_RULE_TEXT.pieceName).max(40, CUT_RULE_TEXT.pieceName),
  count: wholeNumber(CUT_RULE_TEXT.count, 1, 20),
  length: formulaSchema,
});
export type CutPieceInput = z.infer<typeof cutPieceInputSchema>;

/**
 * PUT of one product type's rule. The pieces are of the item's own channel section. A formula that parses but can never
 * give a usable length with this rule's allowance is refused at its field, the message naming the rule and the piece.
 */
export const cutRuleInputSchema = z
  .object({
    product_type: z.enum(PRODUCT_TYPE_KEYS, { error: CUT_RULE_TEXT.productType }),
    allowance_mm: wholeNumber(CUT_RULE_TEXT.allowance, 0, 500),
    pieces: z.array(cutPieceInputSchema, { error: CUT_RULE_TEXT.pieces }).min(1, CUT_RULE_TEXT.pieces).max(10, CUT_RULE_TEXT.pieces),
  })
  .superRefine((rule, ctx) => {
    const label = PRODUCT_TYPES.find((type) => type.key === rule.product_type)?.label ?? rule.product_type;
    rule.pieces.forEach((piece, index) => {
      // Zod runs this also when a field failed: a formula that does not parse has its own message already.
      if (typeof piece?.length !== 'string' || !parseLengthFormula(piece.length).ok || !Number.isInteger(rule.allowance_mm)) return;
      const checked = checkLengthFormula(piece.length, rule.allowance_mm);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', path: ['pieces', index, 'length'], message: CUT_RULE_TEXT.ofRule(label, piece.name, checked.message) });
      }
    });
  });

export const cutRuleSchema = z.object({
  product_type: z.enum(PRODUCT_TYPE_KEYS),
  label: z.string(),
  allowance_mm: z.number().int(),
  pieces: z.array(z.object({ name: z.string(), count: z.number().int(), length: z.string() })),
});
export type CutRule = z.infer<typeof cutRuleSchema>;

/**
 * The rules a frame shop starts from. A door's W x H is its opening: with mitred head corners the head grows by the
 * channel's face at both ends and each jamb by one face at the top (the foot stands on the floor), and a = 50 mm is
 * the 2-inch face of the 4x2 and 5x2 channels most door products use. A window is ordered by its outside size, so
 * its four sides are W and H. A security door's channel is its frame, cut as a door frame's (its shutter is pipe and
 * sheet, another section; a sill is the Door Sill addon, not part of the type).
 */
export const DEFAULT_CUT_RULES: readonly CutRule[] = PRODUCT_TYPES.map((type) => ({
  product_type: type.key,
  label: type.label,
  allowance_mm: type.key === 'is_window' ? 0 : 50,
  pieces:
    type.key === 'is_window'
      ? [{ name: 'Jamb', count: 2, length: 'H' }, { name: 'Head', count: 1, length: 'W' }, { name: 'Sill', count: 1, length: 'W' }]
      : [{ name: 'Jamb', count: 2, length: 'H + a' }, { name: 'Head', count: 1, length: 'W + 2a' }],
}));

/** The three settings, each required: what a PUT of the settings must send (issue 40 point 7). */
export const cutSettingsFieldsSchema = z.object({
  kerf_mm: wholeNumber(CUT_RULE_TEXT.kerf, 0, 20),
  min_offcut_mm: wholeNumber(CUT_RULE_TEXT.minOffcut, 0, 6000),
  size_unit: z.enum(SIZE_UNITS, { error: CUT_RULE_TEXT.sizeUnit }),
});

/** The settings with the shop's defaults for what is not given (the defaults before anything was saved). */
export const cutSettingsSchema = z.object({
  kerf_mm: cutSettingsFieldsSchema.shape.kerf_mm.default(3),
  min_offcut_mm: cutSettingsFieldsSchema.shape.min_offcut_mm.default(300),
  /** Work orders and products store sizes like 90 x 210 for a door: centimetres. */
  size_unit: cutSettingsFieldsSchema.shape.size_unit.default('cm'),
});
export type CutSettings = z.infer<typeof cutSettingsSchema>;
export const DEFAULT_CUT_SETTINGS: CutSettings = cutSettingsSchema.parse({});

type UnitPiece = { name: string; length_mm: number; count: number };
export type PiecesResult = { ok: true; pieces: UnitPiece[] } | (FormulaError & { piece: string });

/** The pieces one unit of `width` x `height` (in `unit`) needs, or the first piece whose formula fails, and why. */
export function piecesForUnit(
  rule: Pick<CutRule, 'allowance_mm' | 'pieces'>,
  size: { width: number; height: number; unit: SizeUnit },
): PiecesResult {
  const values = { W: toMillimetres(size.width, size.unit), H: toMillimetres(size.height, size.unit), a: rule.allowance_mm };
  const pieces: UnitPiece[] = [];
  for (const piece of rule.pieces) {
    const parsed = parseLengthFormula(piece.length);
    const length = parsed.ok ? evaluateLength(parsed.ast, values) : parsed;
    if (!length.ok) return { ...length, message: `${piece.name}: ${length.message}`, piece: piece.name };
    pieces.push({ name: piece.name, length_mm: length.length_mm, count: piece.count });
  }
  return { ok: true, pieces };
}
