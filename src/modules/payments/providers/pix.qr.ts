import { crc32, createDeflate } from 'node:zlib';
import QRCode, { type BitMatrix } from 'qrcode';

/**
 * The QR image of a BR Code, byte for byte what `QRCode.toDataURL(code, { type: 'image/png',
 * errorCorrectionLevel: 'M', margin: 2, width: 320 })` makes (qrcode 1.5 over pngjs 5), in about a
 * quarter of its CPU. It was most of a Pix checkout's CPU: pngjs tries its five PNG row filters on
 * each of the 320 rows, yet a QR image has one distinct row per module row, each repeated 7 or 8
 * times. A row's filtered bytes depend only on it and the row above, so a row equal to the two
 * above is filtered as the one above was; everything else (the pixels, the filter choice, zlib's
 * settings, the chunks) is what qrcode and pngjs do. test/payments/pix-qr.test.ts compares the two
 * on codes of every length a Pix code takes.
 *
 * From qrcode it takes only its public API: `QRCode.create()`'s module matrix (`modules`: `size`, and
 * `data` row by row, 1 for a dark module). What it reproduces (qrcode's scale and margin arithmetic,
 * pngjs's filters and deflate settings) is why qrcode is pinned to an exact version in package.json:
 * the comparison test fails when an upgrade draws otherwise.
 */

const WIDTH = 320;
const MARGIN = 2;
/** pngjs's defaults: colour type 6 (RGBA), 8 bits, deflate level 9, strategy 3 (Z_RLE), 32 KiB chunks. */
const DEFLATE = { chunkSize: 32 * 1024, level: 9, strategy: 3 };
const BPP = 4;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LIGHT = 0xff;
const DARK = 0x00;

/** A PNG chunk: length, type, data, CRC of type and data (as pngjs packs it). */
function chunk(type: string, data: Buffer): Buffer {
  const buf = Buffer.alloc(data.length + 12);
  buf.writeUInt32BE(data.length, 0);
  buf.write(type, 4, 'ascii');
  data.copy(buf, 8);
  buf.writeUInt32BE(crc32(buf.subarray(4, buf.length - 4)), buf.length - 4);
  return buf;
}

/**
 * The RGBA pixels as qrcode's renderer (utils.qrToImageData) computes them, and for each pixel row a
 * key naming its content (-1: margin, else the module row it shows): equal keys, equal rows.
 */
function pixels(modules: Pick<BitMatrix, 'size' | 'data'>) {
  const size = modules.size;
  // qrcode's getScale / getImageWidth, with the same floating-point steps.
  const scale = WIDTH >= size + MARGIN * 2 ? WIDTH / (size + MARGIN * 2) : 4;
  const symbolSize = Math.floor((size + MARGIN * 2) * scale);
  const scaledMargin = MARGIN * scale;
  const data = Buffer.alloc(symbolSize * symbolSize * BPP);
  const rowBytes = symbolSize * BPP;
  const keys = new Int32Array(symbolSize);
  const firstRowOf = new Map<number, number>();
  for (let i = 0; i < symbolSize; i++) {
    const inside = i >= scaledMargin && i < symbolSize - scaledMargin;
    const key = inside ? Math.floor((i - scaledMargin) / scale) : -1;
    keys[i] = key;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      data.copy(data, i * rowBytes, first * rowBytes, (first + 1) * rowBytes);
      continue;
    }
    firstRowOf.set(key, i);
    for (let j = 0; j < symbolSize; j++) {
      let v = LIGHT;
      if (inside && j >= scaledMargin && j < symbolSize - scaledMargin) {
        const jSrc = Math.floor((j - scaledMargin) / scale);
        v = modules.data[key * size + jSrc] ? DARK : LIGHT;
      }
      const p = i * rowBytes + j * BPP;
      data[p] = v;
      data[p + 1] = v;
      data[p + 2] = v;
      data[p + 3] = 0xff;
    }
  }
  return { data, width: symbolSize, keys };
}

function paeth(left: number, above: number, upLeft: number): number {
  const p = left + above - upLeft;
  const pLeft = Math.abs(p - left);
  const pAbove = Math.abs(p - above);
  const pUpLeft = Math.abs(p - upLeft);
  if (pLeft <= pAbove && pLeft <= pUpLeft) return left;
  if (pAbove <= pUpLeft) return above;
  return upLeft;
}

/**
 * pngjs's adaptive filtering (filter-pack.js): each row under the filter (None, Sub, Up, Average,
 * Paeth) whose sum of |value before wrapping to a byte| is lowest, the first on a tie.
 */
function filter(px: Buffer, width: number, keys: Int32Array): Buffer {
  const byteWidth = width * BPP;
  const out = Buffer.alloc((byteWidth + 1) * width);
  const values = [new Int16Array(byteWidth), new Int16Array(byteWidth), new Int16Array(byteWidth), new Int16Array(byteWidth), new Int16Array(byteWidth)];
  for (let y = 0; y < width; y++) {
    const pos = y * byteWidth;
    const at = y * (byteWidth + 1);
    if (y >= 2 && keys[y] === keys[y - 1] && keys[y - 1] === keys[y - 2]) {
      out.copy(out, at, at - (byteWidth + 1), at);
      continue;
    }
    const sums = [0, 0, 0, 0, 0];
    for (let x = 0; x < byteWidth; x++) {
      const value = px[pos + x];
      const left = x >= BPP ? px[pos + x - BPP] : 0;
      const above = pos > 0 ? px[pos + x - byteWidth] : 0;
      const upLeft = pos > 0 && x >= BPP ? px[pos + x - (byteWidth + BPP)] : 0;
      const v1 = value - left;
      const v2 = value - above;
      const v3 = value - ((left + above) >> 1);
      const v4 = value - paeth(left, above, upLeft);
      values[0][x] = value;
      values[1][x] = v1;
      values[2][x] = v2;
      values[3][x] = v3;
      values[4][x] = v4;
      sums[0] += value;
      sums[1] += Math.abs(v1);
      sums[2] += Math.abs(v2);
      sums[3] += Math.abs(v3);
      sums[4] += Math.abs(v4);
    }
    let best = 0;
    for (let type = 1; type < 5; type++) if (sums[type] < sums[best]) best = type;
    out[at] = best;
    const chosen = values[best];
    for (let x = 0; x < byteWidth; x++) out[at + 1 + x] = chosen[x] & 0xff;
  }
  return out;
}

/**
 * Compressed as pngjs does, by a zlib stream (off the main thread), one IDAT chunk per piece the
 * stream gives: the image's bytes depend on that split too.
 */
function deflate(data: Buffer): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const z = createDeflate(DEFLATE);
    z.on('data', (piece: Buffer) => pieces.push(chunk('IDAT', piece)));
    z.on('error', reject);
    z.on('end', () => resolve(pieces));
    z.end(data);
  });
}

/** The PNG of `code`'s QR symbol, as base64. */
export async function qrPngBase64(code: string): Promise<string> {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const { data, width, keys } = pixels(modules);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const idat = await deflate(filter(data, width, keys));
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), ...idat, chunk('IEND', Buffer.alloc(0))]).toString('base64');
}
