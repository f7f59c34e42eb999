// The 8x8 handwritten digits for the demo page: out/data/digits.csv.gz (scikit-learn's copy,
// put there by `./brytorch setup data`) read into typed arrays, and one image drawn on a canvas.
//   loadDigits(url) -> { images: Float32Array (n x 64, values 0-16), labels: BigInt64Array, count }
//   drawDigit(canvas, images, index)

// Each CSV row: 64 pixel values, row by row, then the digit.
export async function loadDigits(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} (run ./brytorch setup data)`);
  const text = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).text();
  const rows = text.split('\n').filter((line) => line.trim());
  const images = new Float32Array(rows.length * 64);
  const labels = new BigInt64Array(rows.length);
  rows.forEach((line, i) => {
    const values = line.split(',').map(Number);
    if (values.length !== 65 || values.some(Number.isNaN)) throw new Error(`${url}: row ${i + 1} is not 64 pixels and a digit`);
    images.set(values.slice(0, 64), i * 64);
    labels[i] = BigInt(values[64]);
  });
  return { images, labels, count: rows.length };
}

const PAPER = [255, 255, 255], INK = [31, 35, 40];

// Ink on paper, 0 the paper and 16 the ink. The canvas is 8x8 pixels; CSS scales it up
// without smoothing (image-rendering: pixelated).
export function drawDigit(canvas, images, index) {
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(8, 8);
  for (let p = 0; p < 64; p++) {
    const t = images[index * 64 + p] / 16;
    pixels.data.set([...PAPER.map((c, k) => Math.round(c + t * (INK[k] - c))), 255], p * 4);
  }
  context.putImageData(pixels, 0, 0);
}
