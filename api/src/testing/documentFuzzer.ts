// A fuzzer driven by the OpenAPI document alone, in the manner of Schemathesis: for every operation it generates
// requests from the declared parameters and bodies (json-schema-faker, seeded), some valid and some with one part
// broken, sends them over HTTP to a running API as a browser's visitor would (its session and CSRF cookies, the
// token echoed on unsafe methods, the site's Origin; the admin bearer token where the document asks for it), and
// checks each answer as Schemathesis' not_a_server_error, status_code_conformance, content_type_conformance and
// response_schema_conformance do.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { SESSION_PATH } from '../features/session/sessionRoutes';

export type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, Response> };
}

export interface FuzzOptions {
  /** The API's origin, e.g. `http://127.0.0.1:40123`. */
  base: string;
  /** The Origin a browser on the site sends (the CSRF check wants a site host). */
  siteOrigin: string;
  /** Valid examples per operation; half as many again get one part broken. */
  examples: number;
  seed: number;
  /** The bearer token of the operations secured by it. */
  adminToken?: string;
}

export interface FuzzFailure {
  check: 'not_a_server_error' | 'status_code_conformance' | 'content_type_conformance' | 'response_schema_conformance' | 'request_error';
  operation: string;
  request: string;
  status?: number;
  detail: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  /** How many answers of each status, per method: `{'POST 201': 40, 'GET 404': 310, …}`. */
  statuses: Record<string, number>;
  failures: FuzzFailure[];
}

interface Example {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: { type: string; text: string };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A cookie jar of one visitor: what the API set, sent back on every request. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  remember(response: globalThis.Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get csrfToken(): string | undefined {
    return this.cookies.get('csrftoken');
  }
}

/** Compiles every response schema of the document once, its `#/components/...` references resolved within it. */
function responseValidators(document: OpenApiDocument): (pointer: string) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...document, $id: 'openapi.json' } as Schema);
  const compiled = new Map<string, ValidateFunction>();
  return (pointer) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`openapi.json#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      compiled.set(pointer, validate);
    }
    return validate;
  };
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const mediaType = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

function resolveResponse(document: OpenApiDocument, response: Response): { response: Response; pointer: string | null } {
  if (!response.$ref) return { response, pointer: null };
  const name = response.$ref.replace('#/components/responses/', '');
  return { response: document.components.responses?.[name] ?? {}, pointer: `/components/responses/${escapePointer(name)}` };
}

/** A value that breaks `schema` (a wrong type, a value past a bound or outside the enumeration). */
function broken(schema: Schema, pick: (count: number) => number): unknown {
  const candidates: unknown[] = [];
  if (Array.isArray(schema.enum)) candidates.push('not-one-of-them');
  if (typeof schema.maximum === 'number') candidates.push(schema.maximum + 1);
  if (typeof schema.minimum === 'number') candidates.push(schema.minimum - 1);
  if (typeof schema.maxLength === 'number') candidates.push('x'.repeat(schema.maxLength + 1));
  const type = [schema.type].flat();
  if (type.includes('integer') || type.includes('number')) candidates.push('zz', 1.5);
  if (type.includes('string')) candidates.push(['a', 'b'], { nested: true });
  if (type.includes('object')) candidates.push('not an object', [1, 2]);
  if (type.includes('array')) candidates.push('zz');
  if (candidates.length === 0) candidates.push(null);
  return candidates[pick(candidates.length)];
}

/** A query, path or header value as it travels in text. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

class ExampleMaker {
  private readonly generator;
  private state: number;

  constructor(
    private readonly document: OpenApiDocument,
    seed: number,
  ) {
    this.state = seed >>> 0;
    this.generator = createGeneratorSync({
      seed,
      maxDefaultItems: 3,
      optionalsProbability: 0.5,
      refResolver: (ref) => {
        const name = ref.replace('#/components/schemas/', '');
        const schema = this.document.components.schemas?.[name];
        if (!schema) throw new Error(`unknown reference ${ref}`);
        return schema;
      },
    });
  }

  /** 0 … count-1, from the maker's own seeded sequence (mulberry32). */
  pick(count: number): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * count);
  }

  value(schema: Schema): unknown {
    return this.generator.generate(schema);
  }

  /** An example of the operation; `breakOne` replaces one parameter's or the body's value with one its schema refuses. */
  make(template: string, operation: Operation, breakOne: boolean): Example {
    const parameters = operation.parameters ?? [];
    const body = operation.requestBody;
    const breakable = [...parameters.map((parameter) => parameter.name), ...(body ? ['(body)'] : [])];
    const broke = breakOne && breakable.length > 0 ? breakable[this.pick(breakable.length)] : undefined;
    const example: Example = { path: template, query: new URLSearchParams(), headers: {} };
    for (const parameter of parameters) {
      const included = parameter.required || parameter.name === broke || this.pick(2) === 0;
      if (!included) continue;
      const value = parameter.name === broke ? broken(parameter.schema, (count) => this.pick(count)) : this.value(parameter.schema);
      if (parameter.in === 'path') example.path = example.path.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
      else if (parameter.in === 'query') for (const item of Array.isArray(value) ? value : [value]) example.query.append(parameter.name, asText(item));
      else if (parameter.in === 'header' && PRINTABLE_ASCII.test(asText(value))) example.headers[parameter.name] = asText(value);
    }
    if (body && (body.required || broke === '(body)' || this.pick(4) > 0)) {
      const types = Object.keys(body.content);
      const type = types[this.pick(types.length)]!;
      const schema = body.content[type]!.schema;
      const value = broke === '(body)' ? this.brokenBody(schema) : this.value(schema);
      example.body = { type, text: isJson(type) ? JSON.stringify(value) : asText(value) };
    }
    return example;
  }

  /** The body with one property missing or of a wrong kind, or not an object at all. */
  private brokenBody(schema: Schema): unknown {
    const value = this.value(schema);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const names = Object.keys(properties);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || names.length === 0) return broken(schema, (count) => this.pick(count));
    const name = names[this.pick(names.length)]!;
    const copy: Record<string, unknown> = { ...value };
    if (this.pick(2) === 0) delete copy[name];
    else copy[name] = broken(properties[name]!, (count) => this.pick(count));
    return copy;
  }
}

/** Sends the examples of every operation of `document` to the API at `options.base` and checks every answer. */
export async function fuzzDocument(document: OpenApiDocument, options: FuzzOptions): Promise<FuzzReport> {
  const validator = responseValidators(document);
  const maker = new ExampleMaker(document, options.seed);
  const visitor = new Visitor();
  const failures: FuzzFailure[] = [];
  let operations = 0;
  let requests = 0;
  const statuses: Record<string, number> = {};

  const send = async (method: string, url: string, headers: Record<string, string>, body?: string) => {
    const response = await fetch(url, { method: method.toUpperCase(), headers: { ...headers, cookie: visitor.header() }, body, redirect: 'manual' });
    visitor.remember(response);
    return response;
  };
  visitor.remember(await fetch(`${options.base}${SESSION_PATH}`)); // the session and CSRF cookies (public reads set none)

  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      operations += 1;
      const unsafe = method !== 'get';
      const bearer = operation.security?.some((scheme) => 'adminToken' in scheme) ?? false;
      const total = options.examples + Math.ceil(options.examples / 2);
      for (let index = 0; index < total; index += 1) {
        const example = maker.make(template, operation, index >= options.examples);
        const query = example.query.toString();
        const url = `${options.base}${example.path}${query ? `?${query}` : ''}`;
        const name = `${method.toUpperCase()} ${template}`;
        const headers: Record<string, string> = { ...example.headers };
        if (unsafe) {
          headers.origin = options.siteOrigin;
          if (visitor.csrfToken) headers['x-csrftoken'] = visitor.csrfToken;
        }
        if (bearer && options.adminToken) headers.authorization = `Bearer ${options.adminToken}`;
        if (example.body) headers['content-type'] = example.body.type;
        const described = `${method.toUpperCase()} ${example.path}${query ? `?${query}` : ''}${example.body ? ` ${example.body.text.slice(0, 300)}` : ''}`;
        requests += 1;
        let response: globalThis.Response;
        try {
          response = await send(method, url, headers, example.body?.text);
        } catch (error) {
          failures.push({ check: 'request_error', operation: name, request: described, detail: String(error) });
          continue;
        }
        const text = await response.text();
        const outcome = `${method.toUpperCase()} ${response.status}`;
        statuses[outcome] = (statuses[outcome] ?? 0) + 1;
        failures.push(...checkAnswer(document, validator, operation, { name, described, status: response.status, type: response.headers.get('content-type'), text, pointer: `/paths/${escapePointer(template)}/${method}` }));
      }
    }
  }
  return { operations, requests, statuses, failures };
}

interface Answer {
  name: string;
  described: string;
  status: number;
  type: string | null;
  text: string;
  /** The operation's JSON pointer in the document. */
  pointer: string;
}

/** The four checks of one answer. */
function checkAnswer(document: OpenApiDocument, validator: (pointer: string) => ValidateFunction, operation: Operation, answer: Answer): FuzzFailure[] {
  const failure = (check: FuzzFailure['check'], detail: string): FuzzFailure => ({
    check,
    operation: answer.name,
    request: answer.described,
    status: answer.status,
    detail,
  });
  const out: FuzzFailure[] = [];
  if (answer.status >= 500) out.push(failure('not_a_server_error', answer.text.slice(0, 300)));
  const key = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((candidate) => candidate in operation.responses);
  if (!key) {
    out.push(failure('status_code_conformance', `${answer.status} is not among ${Object.keys(operation.responses).join(', ')}`));
    return out;
  }
  const { response, pointer: shared } = resolveResponse(document, operation.responses[key]!);
  const content = response.content;
  if (!content || Object.keys(content).length === 0) return out;
  const type = mediaType(answer.type);
  if (!(type in content)) {
    out.push(failure('content_type_conformance', `${type || 'no Content-Type'} is not among ${Object.keys(content).join(', ')}`));
    return out;
  }
  if (!isJson(type) || !content[type]!.schema) return out;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    out.push(failure('response_schema_conformance', `not JSON: ${answer.text.slice(0, 200)}`));
    return out;
  }
  const base = shared ?? `${answer.pointer}/responses/${escapePointer(key)}`;
  const validate = validator(`${base}/content/${escapePointer(type)}/schema`);
  if (!validate(body)) out.push(failure('response_schema_conformance', `${JSON.stringify(validate.errors?.slice(0, 3))} in ${answer.text.slice(0, 300)}`));
  return out;
}
