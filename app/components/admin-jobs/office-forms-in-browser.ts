// The job page's office forms, as the browser loads them once the page is up (decision 0090):
// the record is read first, the forms are used after.
export { CancelForm, DispatchForm, NoteForm, PriceForm } from "./job-office-forms";
export { EstimateForm, OrganisationComments } from "./job-organisation";
