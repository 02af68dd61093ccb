// The invitation's QR code: lean-qr (vendor/lean-qr.mjs, copied from npm at
// build time) encodes the link; the canvas holds one pixel a module and CSS
// scales it up without smoothing.
export async function drawQr(canvas, text) {
  const { generate } = await import('../vendor/lean-qr.mjs');
  generate(text).toCanvas(canvas, { on: [0, 0, 0, 255], off: [255, 255, 255, 255], pad: 4 });
}
