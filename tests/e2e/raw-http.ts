// One HTTP/1.1 request written byte for byte on a socket of its own. Node's http.request refuses
// characters above U+00FF and a browser tidies a path before sending it; a server must answer
// whatever arrives, so the hostile-path tests send the request target exactly as generated.
import { connect } from "node:net";

export type RawAnswer = {
  status: number;
  /** Lower-case names; a header sent twice is joined with ", ", as a browser reads it. */
  headers: Record<string, string>;
};

/** Sends `GET <target> HTTP/1.1` to `origin` (Host: its own, unless given) and reads the head. */
export function sendRaw(
  origin: string,
  target: Buffer | string,
  extraHeaders: Record<string, string> = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const headers = { Host: `${hostname}:${port}`, ...extraHeaders, Connection: "close" };
  const head = Buffer.from(
    `\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n`,
    "latin1",
  );
  const request = Buffer.concat([
    Buffer.from("GET "),
    Buffer.from(target),
    Buffer.from(" HTTP/1.1"),
    head,
  ]);
  const shown = `${origin}: GET ${Buffer.from(target).toString("latin1").slice(0, 80)}`;
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    // Not end(): a server may close a half-closed connection before it answers.
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.setTimeout(5000, () => socket.destroy(new Error(`${shown}: timed out`)));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The status and headers are all these tests read; the body may be long.
      if (Buffer.concat(chunks).includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (end < 0 || status === 0) {
        fail(new Error(`${shown}: no HTTP answer, got ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      done({ status, headers });
    });
    socket.on("error", fail);
  });
}
