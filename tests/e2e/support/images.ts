import sharp from "sharp";

/** A real PNG to choose in a file field; its size makes the stored photo recognisable. */
export async function png(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#1f618d" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
