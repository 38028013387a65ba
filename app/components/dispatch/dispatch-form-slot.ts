import { createContext } from "react";
import type { LoadedComponent } from "~/components/ui/loaded-once-up";
import type { DispatchFormProps } from "./dispatch-form";

/**
 * The board card's form, as the board's route provides it: rendered on the server from its own
 * import, loaded in the browser once the board is up (decision 0090). Components may not import
 * server modules, so the route hands it down.
 */
export const DispatchFormSlot = createContext<LoadedComponent<DispatchFormProps> | null>(null);
