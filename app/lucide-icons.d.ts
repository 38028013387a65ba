// One icon's own module, so a page's script holds only the icons it draws (decision 0085):
// importing from the package's index put every icon any page used into the root's chunk.
declare module "lucide/dist/esm/icons/*.mjs" {
  const icon: import("lucide").IconNode;
  export default icon;
}
