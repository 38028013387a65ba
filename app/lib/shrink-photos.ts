/**
 * Photos from a phone's camera are several megabytes each; the server keeps them at most 1600
 * pixels on the long edge anyway. With JavaScript, the browser makes that copy itself before
 * the upload, so ten photos cross a weak signal as a few hundred kilobytes each. Any photo the
 * browser cannot read (an unusual format, an old browser) is sent as it was, and the server
 * checks and resizes whatever arrives, as it does without JavaScript.
 */
const MAX_EDGE = 1600;
/** Smaller files are sent as they are: the saving is not worth the work. */
const WORTH_SHRINKING_BYTES = 600_000;
const JPEG_QUALITY = 0.85;

async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith("image/") || file.size < WORTH_SHRINKING_BYTES) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`, {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}

/** Replaces the files chosen in a file field with smaller copies, where the browser can. */
export async function shrinkChosenPhotos(input: HTMLInputElement): Promise<void> {
  const files = Array.from(input.files ?? []);
  if (
    files.length === 0 ||
    typeof createImageBitmap !== "function" ||
    typeof DataTransfer !== "function"
  ) {
    return;
  }
  // One at a time: a phone holds one full-size picture in memory, not ten.
  const shrunk: File[] = [];
  for (const file of files) shrunk.push(await shrinkPhoto(file));
  if (shrunk.every((file, index) => file === files[index])) return;
  const transfer = new DataTransfer();
  for (const file of shrunk) transfer.items.add(file);
  input.files = transfer.files;
}
