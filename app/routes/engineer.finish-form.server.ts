// The finish form as the server renders it. The job page takes it from here, where it is
// nothing in the browser, and loads it there once the page is up (engineer.jobs.$reference.tsx):
// it is needed only on site, after a tap, so it is not part of the page's first load
// (decision 0067).
export { FinishForm } from "~/components/engineer/finish-form";
