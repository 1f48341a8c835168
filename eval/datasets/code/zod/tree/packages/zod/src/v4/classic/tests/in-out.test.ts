import { describe, expect, test } from "vitest";
import * as z from "zod";

describe("z.input / z.output", () => {
  test("flat codec: input/output give the right side", () => {
    const c = z.codec(z.string(), z.bigint(), {
      decode: (s) => BigInt(s),
      encode: (n) => n.toString(),
    });
    expect(z.input(c).parse("1")).toBe("1");
    expect(z.output(c).parse(1n)).toBe(1n);
  });

  test("codec nested in object: output works recursively (regression #5224)", () => {
    const c = z.codec(z.string(), z.bigint(), {
      decode: (s) => BigInt(s),
      encode: (n) => n.toString(),
    });
    const obj = z.object({ b: c });

    const decoded = z.output(obj);
    expect(decoded.parse({ b: 1n })).toEqual({ b: 1n });

    const encoded = z.input(obj);
    expect(encoded.parse({ b: "1" })).toEqual({ b: "1" });
  });

  test("nested across record / map: matches the use case in #5224", () => {
    const keyCodec = z.codec(z.string(), z.enum(["a", "b"]), {
      decode: (s) => (s === "a" || s === "b" ? s : z.NEVER),
      encode: (s) => s,
    });
    const valueObject = z.object({
      n: z.codec(z.string(), z.bigint(), { decode: (s) => BigInt(s), encode: (n) => n.toString() }),
    });

    const fullCodec = z.codec(
      z.record(z.input(keyCodec), z.input(valueObject)),
      z.map(z.output(keyCodec), z.output(valueObject)),
      {
        decode: (input) => {
          const m = new Map<"a" | "b", { n: bigint }>();
          for (const [k, v] of Object.entries(input)) {
            m.set(keyCodec.decode(k), valueObject.decode(v));
          }
          return m;
        },
        encode: (input) => {
          const out: Record<string, { n: string }> = {};
          for (const [k, v] of input.entries()) {
            out[keyCodec.encode(k)] = valueObject.encode(v);
          }
          return out;
        },
      }
    );

    expect(fullCodec.decode({ a: { n: "1" } })).toEqual(new Map([["a", { n: 1n }]]));
    expect(fullCodec.encode(new Map([["b", { n: 2n }]]))).toEqual({ b: { n: "2" } });
  });

  test("schema without pipes is returned with identity (no clone)", () => {
    const s = z.object({ a: z.string() });
    expect(z.input(s)).toBe(s);
    expect(z.output(s)).toBe(s);
  });

  test("runtime `z.input` agrees with type-level `z.input<T>`", () => {
    const c = z.codec(z.string(), z.bigint(), {
      decode: (s) => BigInt(s),
      encode: (n) => n.toString(),
    });
    const obj = z.object({ b: c });

    // Runtime: parse the input shape.
    const parsed = z.input(obj).parse({ b: "1" });
    // Type: matches the declared input type.
    const asType: z.input<typeof obj> = parsed;
    expect(asType).toEqual({ b: "1" });
  });
});
