import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The JSON text of values a service keeps and answers again as the same object (settings, shared
 * reads): made by the route's own serialiser, schema check included, once per value, and kept while
 * the value lives. A new value (a change, a reload) is a new object, so a new text.
 * `shape` adds what the route adds to the kept value before it is sent.
 */
export function jsonPerValue<T extends object, S extends z.ZodType>(
  schema: S,
  url: string,
  shape: (value: T) => z.input<S> = (value) => value as z.input<S>,
): (value: T) => string {
  const toJson = serializerCompiler({ schema, method: 'GET', url });
  const texts = new WeakMap<T, string>();
  return (value) => {
    let json = texts.get(value);
    if (json === undefined) {
      json = toJson(shape(value));
      texts.set(value, json);
    }
    return json;
  };
}
