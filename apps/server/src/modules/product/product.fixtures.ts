import crypto from 'node:crypto';
import sharp from 'sharp';

/** Test helpers of the catalogue: multipart bodies and real images. */

export type FilePart = { field: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject: text fields as strings, files as parts with a filename. */
export function multipart(fields: Record<string, string | number | boolean>, files: FilePart[] = []) {
  const boundary = `----steelworks${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
}

export function jpegImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 60, b: 200 } } }).jpeg().toBuffer();
}
