// The date and phone formatting loaders use, for route files. A route file takes it from here,
// not from booking-rules.ts or phone.ts: esbuild gives a page every chunk its route file
// imports, even one only the loader uses, and this module is nothing in the browser, so date-fns,
// its time zones and the phone rules stay on the server (decisions 0056, 0063).
export { formatCalendarDate, formatLondonDateTime, londonDate } from "./booking-rules";
export { formatUkPhone } from "./phone";
