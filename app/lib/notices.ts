/** Said wherever a window filled between showing it and booking it (booking, portal, organisations). */
export const WINDOW_JUST_TAKEN_TITLE = "Someone has just booked that time";
