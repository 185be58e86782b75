import QRCode from 'qrcode';
import { createStaticPix, hasError } from 'pix-utils';
import { qrPngBase64 } from '../../src/modules/payments/providers/pix.qr';

/**
 * The Pix QR image is made by our own filtering of qrcode's symbol (pix.qr.ts), for CPU: it must be
 * byte for byte the PNG qrcode's own toDataURL made before, on codes of every size a Pix code takes
 * (short keys to the longest, amounts from cents to the largest an order holds, so QR versions differ).
 */

const reference = async (code: string) =>
  (await QRCode.toDataURL(code, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 320 })).replace(/^data:image\/png;base64,/, '');

const KEYS = ['12345678909', '12345678000195', 'a@b.co', `${'x'.repeat(64)}@example.com`, '+5511987654321', '123e4567-e89b-12d3-a456-426614174000'];

test('the QR PNG is byte for byte qrcode.toDataURL for codes of every length', async () => {
  const sizes = new Set<number>();
  let compared = 0;
  for (const [k, pixKey] of KEYS.entries()) {
    for (const amount of [0.01, 9_999_999_999.99]) {
      const pix = createStaticPix({
        merchantName: 'Loja do Steve'.slice(0, 5 + k * 3),
        merchantCity: 'Belo Horizonte',
        pixKey,
        txid: `ABCDEFGH${k}${Math.round(amount * 100) % 1000}`.slice(0, 12),
        transactionAmount: amount,
      });
      if (hasError(pix)) throw new Error('pix-utils refused the test code');
      const code = pix.toBRCode();
      sizes.add(QRCode.create(code, { errorCorrectionLevel: 'M' }).modules.size);
      const ours = await qrPngBase64(code);
      expect(ours).toBe(await reference(code));
      compared++;
    }
  }
  console.log(`Pix QR: ${compared} codes compared, symbol sizes ${[...sizes].sort((a, b) => a - b).join(', ')} modules`);
  // Several QR versions were covered, not one size over and over.
  expect(sizes.size).toBeGreaterThanOrEqual(3);
}, 120_000);
