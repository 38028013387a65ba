import sharp from "sharp";
import { prepareJobPhoto, type PreparedPhoto } from "../../../app/.server/storage/images.server";
import type { FileStorage, LocalDiskStorage } from "../../../app/.server/storage/storage.server";

/** A photo as the upload step prepares it, from a plain picture of this size. */
export async function preparedPhoto(width = 40, height = 30): Promise<PreparedPhoto> {
  const input = await sharp({ create: { width, height, channels: 3, background: "#7d3c98" } })
    .jpeg()
    .toBuffer();
  const prepared = await prepareJobPhoto(input);
  if ("error" in prepared) throw new Error(prepared.error);
  return prepared;
}

/** The disk, except that the put with this number (1 is the first) fails like a full disk. */
export function storageFailingOnPut(disk: LocalDiskStorage, failingPut: number): FileStorage {
  let puts = 0;
  return {
    put: async (key, body, contentType) => {
      puts += 1;
      if (puts === failingPut) throw new Error("disk full");
      await disk.put(key, body, contentType);
    },
    get: (key) => disk.get(key),
    delete: (key) => disk.delete(key),
  };
}
