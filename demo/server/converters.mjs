// `book_stay`: asks with the exact JSON a schema library's converter writes (fixtures/converters/:
// zod 4, zod 3 + zod-to-json-schema, valibot, arktype, effect) and checks the answer as such a server
// does, with Ajv and formats (draft 2020-12 when the schema says so, else draft-07): what it
// received comes back with `valid` and Ajv's errors, so a refused answer shows.
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import arktype from '../../fixtures/converters/arktype.json' with { type: 'json' };
import effect from '../../fixtures/converters/effect.json' with { type: 'json' };
import valibot from '../../fixtures/converters/valibot.json' with { type: 'json' };
import zod3 from '../../fixtures/converters/zod3.json' with { type: 'json' };
import zod4 from '../../fixtures/converters/zod4.json' with { type: 'json' };

/** The booking schema each converter writes, by library. */
export const converterSchemas = Object.fromEntries(Object.entries({ zod4, zod3, valibot, arktype, effect }).map(([name, params]) => [name, params.requestedSchema]));
const LIBRARIES = Object.keys(converterSchemas);

export const bookStayTool = {
  name: 'book_stay',
  description: 'Asks with the JSON a schema library (zod, valibot, arktype, effect) writes, and checks the answer with Ajv as such a server does.',
  inputSchema: {
    type: 'object',
    properties: { library: { type: 'string', title: 'Schema library', enum: LIBRARIES } },
    required: ['library'],
  },
};

const validators = new Map();

/** The answer as the server received it, with Ajv's verdict on its content. */
export function checkBooking(library, result) {
  if (result?.action !== 'accept') return result;
  let check = validators.get(library);
  if (!check) {
    const { $schema, ...schema } = converterSchemas[library];
    const ajv = String($schema).includes('2020-12') ? new Ajv2020({ strict: false, allErrors: true }) : new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    validators.set(library, (check = ajv.compile(schema)));
  }
  const valid = check(result.content ?? {});
  return { ...result, valid, ...(!valid && { errors: check.errors.map((e) => `${e.instancePath || '/'} ${e.message}`) }) };
}

/** The request `book_stay` sends for `library`, or undefined for an unknown one. */
export function bookingRequest(library) {
  const requestedSchema = converterSchemas[library];
  return requestedSchema && { message: `Book your stay (${library}).`, requestedSchema };
}
