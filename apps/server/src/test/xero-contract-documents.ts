import { fileURLToPath } from 'node:url';
import { type Document, OpenAPIBackend } from 'openapi-backend';

/** A request as the validator sees it: the path after the document's server URL, header names in lower case. */
export type DocumentRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  query: Record<string, string | string[]>;
  body: unknown;
};

/** What a document says of one request: its operationId, or why it is not a request the document allows. */
export type DocumentVerdict = { operationId: string | undefined; problems: string[] };

export type XeroDocument = {
  check(request: DocumentRequest): DocumentVerdict;
  /** Problems of an answer against the operation's response schema (none when the document gives no schema). */
  checkAnswer(operationId: string, status: number, body: unknown): string[];
  /** The document's example answer of an operation (a copy), if it gives one. */
  example(operationId: string, status?: number): unknown;
};

const folder = fileURLToPath(new URL('./xero-openapi/', import.meta.url));

// Parsing the 900 kB accounting document takes about half a second: once per test worker is enough.
let accounting: Promise<XeroDocument> | undefined;
let identity: Promise<XeroDocument> | undefined;

/** Xero's accounting API document (xero_accounting.yaml), paths after /api.xro/2.0. */
export function accountingDocument(): Promise<XeroDocument> {
  accounting ??= parse(`${folder}xero_accounting.yaml`).then(load);
  return accounting;
}

/**
 * Xero's identity document (xero-identity.yaml): /Connections, and the token endpoint. The document gives the token
 * endpoint only as its OAuth2 tokenUrl with the RefreshToken and AccessToken schemas, so an operation for
 * POST /connect/token is built from those (form fields, Basic auth, the AccessToken answer).
 */
export function identityDocument(): Promise<XeroDocument> {
  identity ??= (async () => {
    const document = (await parse(`${folder}xero-identity.yaml`)) as Document & {
      paths: Record<string, unknown>;
    };
    document.paths['/connect/token'] = {
      post: {
        operationId: 'connectToken',
        security: [{ BasicAuth: [] }],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/RefreshToken' },
                  {
                    type: 'object',
                    required: ['grant_type'],
                    properties: {
                      grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
                      code: { type: 'string' },
                      redirect_uri: { type: 'string' },
                    },
                  },
                ],
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'Tokens',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/AccessToken' } },
            },
          },
        },
      },
    };
    return load(document);
  })();
  return identity;
}

/** The YAML document as parsed, its references not yet followed, with what sits beside each $ref dropped. */
async function parse(path: string): Promise<Document> {
  const parser = new OpenAPIBackend({ definition: path });
  const document = structuredClone(await parser.loadDocument());
  dropRefSiblings(document);
  return document;
}

/**
 * Xero's documents write `type` beside some `$ref`s, which OpenAPI 3.0 says to ignore. Merged in, they make copies
 * of a referenced schema that share its `enum` array, and openapi-backend's cycle breaker turns the second sighting
 * of that array into a `$ref` that Ajv refuses ("enum must be array").
 */
function dropRefSiblings(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropRefSiblings(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    for (const key of Object.keys(record)) if (key !== '$ref') delete record[key];
    return;
  }
  for (const value of Object.values(record)) dropRefSiblings(value);
}

async function load(definition: Document): Promise<XeroDocument> {
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    validate: true,
    // Query values arrive as text: summarizeErrors=false is the boolean false, page=2 the integer 2.
    coerceTypes: true,
    customizeAjv: (ajv) => {
      ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
      ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
      // Xero takes a date-time without an offset as UTC (its own example has one; its SDKs send both).
      ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/);
      ajv.addFormat('byte', true);
      ajv.addFormat('binary', true);
      ajv.addFormat('double', { type: 'number', validate: () => true });
      ajv.addFormat('int32', { type: 'number', validate: Number.isInteger });
      ajv.addFormat('int64', { type: 'number', validate: Number.isInteger });
      return ajv;
    },
  });
  await api.init();
  return {
    check(request) {
      const operation = api.router.matchOperation({ ...request, method: request.method.toLowerCase() });
      if (!operation)
        return {
          operationId: undefined,
          problems: [`${request.method} ${request.path} is not in the document`],
        };
      const result = api.validateRequest(
        { ...request, method: request.method.toLowerCase(), body: request.body ?? undefined },
        operation,
      );
      const problems = (result.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
      return { operationId: operation.operationId, problems };
    },
    checkAnswer(operationId, status, body) {
      const result = api.validateResponse(body, operationId, status);
      return (result.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
    },
    example(operationId, status = 200) {
      const response = api.getOperation(operationId)?.responses?.[String(status)];
      const content = response && 'content' in response ? response.content?.['application/json'] : undefined;
      return content?.example === undefined ? undefined : structuredClone(content.example);
    },
  };
}
