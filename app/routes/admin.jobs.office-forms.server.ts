// The job page's office forms as the server renders them: the page takes them from here, where
// they are nothing in the browser, and loads them there once it is up (decision 0090).
export {
  CancelForm,
  DispatchForm,
  NoteForm,
  PriceForm,
} from "~/components/admin-jobs/job-office-forms";
export { EstimateForm, OrganisationComments } from "~/components/admin-jobs/job-organisation";
