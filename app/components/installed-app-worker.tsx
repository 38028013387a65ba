import { SERVICE_WORKER_PATH } from "~/lib/offline/worker-protocol";

// A classic inline script of about 200 bytes: in a browser tab it does nothing, so a reader
// downloads no JavaScript; opened as the installed app it registers the worker, so the app
// still opens with no signal (decision 0050).
const REGISTER_IN_INSTALLED_APP = `if((matchMedia("(display-mode: standalone)").matches||navigator.standalone===true)&&"serviceWorker"in navigator)navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})`;

/** For pages that do not hydrate: the worker, registered only inside the installed app. */
export function InstalledAppWorker({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTER_IN_INSTALLED_APP }} />;
}
