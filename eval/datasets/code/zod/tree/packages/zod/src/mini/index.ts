import * as z from "../v4/mini/external.js";
export * from "../v4/mini/external.js";
export { z };
