import { sql, type Kysely } from "kysely";
import sharp from "sharp";
import { insertPictures, removeStored, type StagedPicture } from "../portfolio/pictures.server";
import { storeResponsiveImage } from "../storage/responsive-images.server";
import type { FileStorage } from "../storage/storage.server";
import { DEMO_ILLUSTRATIONS } from "./demo-portfolio-illustrations.server";
import type { Database } from "./schema.server";

const SEED_LOCK_KEY = 7_461_133_903;

/**
 * With SEED_DEMO, the first time the portfolio has no picture at all: a drawn before and after
 * for three of the seeded projects, rendered here and stored through the storage service at
 * their responsive widths like an upload, so /portfolio shows what it promises. A project the
 * office has deleted, or any picture already there, leaves it alone.
 */
export async function seedDemoPortfolioPictures(
  db: Kysely<Database>,
  fileStorage: FileStorage,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const any = await trx.selectFrom("portfolio_images").select("id").limit(1).executeTakeFirst();
    if (any) return;
    for (const drawing of DEMO_ILLUSTRATIONS) {
      const project = await trx
        .selectFrom("portfolio_projects")
        .select(["id", "title", "before_alt", "after_alt"])
        .where("slug", "=", drawing.projectSlug)
        .executeTakeFirst();
      if (!project) continue;
      const pictures: StagedPicture[] = [];
      for (const stage of ["before", "after"] as const) {
        const png = await sharp(Buffer.from(drawing[stage].svg)).png().toBuffer();
        const stored = await storeResponsiveImage(fileStorage, "portfolio", png);
        if (!stored.ok) {
          await removeStored(fileStorage, pictures);
          throw new Error(
            `The demo drawing of ${drawing.projectSlug} was refused: ${stored.error}`,
          );
        }
        pictures.push({ stage, image: stored.image, alt: drawing[stage].alt });
      }
      await insertPictures(trx, project, pictures);
    }
  });
}
