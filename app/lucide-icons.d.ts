// One icon's own module, so a page's script holds only the icons it draws (decision 0090):
// importing from the package's index put every icon any page used into the root's chunk.
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "lucide";

  const icon: IconNode;
  export default icon;
}
