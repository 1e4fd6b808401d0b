/**
 * The head both binary answers share (the vehicle list, the track): a little-endian uint32 length,
 * that many bytes of the JSON envelope, then zero padding to 8 bytes so the typed columns after it
 * start aligned.
 */

/** Bytes of padding after `offset` bytes to the next multiple of `size`. */
export const padTo = (offset: number, size: number) => (size - (offset % size)) % size;

/** Bytes of padding after `length` bytes to the next multiple of 8. */
export const padTo8 = (length: number) => padTo(length, 8);

/** The envelope in the head (still to be unwrapped by the envelope rules), or null when the head is not JSON. */
export function readBinaryHead(bytes: ArrayBuffer): { envelope: unknown; columnsAt: number } | null {
  if (bytes.byteLength < 4) return null;
  const length = new DataView(bytes).getUint32(0, true);
  if (4 + length > bytes.byteLength) return null;
  try {
    const envelope: unknown = JSON.parse(new TextDecoder().decode(new Uint8Array(bytes, 4, length)));
    return { envelope, columnsAt: 4 + length + padTo8(4 + length) };
  } catch {
    return null;
  }
}
