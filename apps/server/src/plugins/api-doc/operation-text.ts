/**
 * How each operation reads in a generated client and in Swagger UI or Redoc: its id (the method
 * name a client gets), a one-line summary, and for the main calls an example request body. Keyed by
 * `METHOD /api/path` as the document writes the path. A route registered without an entry here
 * fails the API document test, which names it; the document itself still builds.
 */
export interface OperationText {
  id: string;
  summary: string;
  /** An example JSON request body; the API document test checks it against the body's schema. */
  example?: Record<string, unknown>;
}
