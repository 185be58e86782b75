/** express 5's own route matcher (the `router` package's Layer), used by src/rest/front.ts to pick the route express would pick. */
declare module 'router/lib/layer' {
  interface LayerOptions {
    sensitive?: boolean;
    strict?: boolean;
    end?: boolean;
  }
  export default class Layer {
    constructor(path: string, options: LayerOptions, fn: (...args: unknown[]) => unknown);
    /** The match, or false; throws a 400 error when a parameter does not decode. */
    match(path: string): false | { params: Record<string, string>; path: string };
  }
}
