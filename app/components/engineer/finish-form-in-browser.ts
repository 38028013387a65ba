// The finish form as the job page loads it once it is up (decision 0067). A module of its own,
// not finish-form.tsx itself: with finish-form.tsx as the entry of the lazy chunk, esbuild laid
// out the framework chunk every page loads in another order, which gzipped 0.5 KB larger.
export { FinishForm } from "./finish-form";
