import { ERROR_MEANINGS } from '@steelworks/contract/common/error-meanings';
import { ERROR_CODE_LIST, ERROR_CODES } from '@steelworks/contract/common/errors';

/** The error answer of docs/product/api-conventions.md#error-answers as an OpenAPI schema, its `code` listed with meanings. */
const ERROR_ANSWER = {
  type: 'object',
  description:
    'Every error answer: a one-line message under `error_message` (input and business-rule refusals, 409, 415, 422, 503) or `detail` ' +
    '(401, 403, 404, 413, 429, 500), and always a machine-readable `code` to decide by. A validation failure adds one entry per ' +
    'field (`"<field>": ["message"]`); some refusals add structured detail (`shortages`, `current`).',
  properties: {
    code: {
      type: 'string',
      enum: ERROR_CODE_LIST,
      description: ERROR_CODE_LIST.map((code) => `- \`${code}\` (${ERROR_CODES[code]}): ${ERROR_MEANINGS[code]}`).join('\n'),
    },
    error_message: { type: 'string' },
    detail: { type: 'string' },
  },
  required: ['code'],
  additionalProperties: true,
};

const ERROR_RESPONSE = {
  description: 'An error answer (see the ErrorAnswer schema for the codes).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

type OpenApiDocument = { components?: { schemas?: Record<string, unknown> }; paths?: Record<string, object | undefined> };

/**
 * Adds the error answer to the OpenAPI document (`transformObject` of @fastify/swagger): the ErrorAnswer schema, and a
 * 4XX and 5XX answer on every operation. Only the document changes; the answers themselves are built in app.ts.
 */
export function withErrorAnswers<D extends OpenApiDocument>(document: D): D {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations ?? {}).map(([method, operation]: [string, unknown]) => {
          if (!METHODS.has(method) || !operation || typeof operation !== 'object') return [method, operation];
          const { responses } = operation as { responses?: Record<string, unknown> };
          return [method, { ...operation, responses: { ...responses, '4XX': ERROR_RESPONSE, '5XX': ERROR_RESPONSE } }];
        }),
      ),
    ]),
  );
  return {
    ...document,
    components: { ...document.components, schemas: { ...document.components?.schemas, ErrorAnswer: ERROR_ANSWER } },
    paths,
  };
}
