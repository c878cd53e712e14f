/** The body if at most `limit` bytes, declared or chunked; null as soon as it is known to be larger. */
export async function readBodyWithin(
  { headers, body: stream }: Pick<Request, "headers" | "body">,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return null;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
