// Written by scripts/make-form-constraints.ts from app/lib/schemas/settings.ts: do not edit.

export const areasConstraint = {
  intent: {
    required: true,
  },
  latitude: {
    required: true,
    min: 49,
    max: 61,
  },
  longitude: {
    required: true,
    min: -9,
    max: 2,
  },
  area1Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area1Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area1Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area2Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area2Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area2Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area3Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area3Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area3Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area4Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area4Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area4Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area5Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area5Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area5Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area6Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area6Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area6Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area7Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area7Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area7Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area8Name: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area8Latitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area8Longitude: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const bookingConstraint = {
  intent: {
    required: true,
  },
  openTime: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^([01]\\d|2[0-3]):[0-5]\\d$)).*$",
  },
  closeTime: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^([01]\\d|2[0-3]):[0-5]\\d$)).*$",
  },
  windowHours: {
    required: true,
    min: 1,
    max: 12,
  },
  minNoticeMinutes: {
    required: true,
    min: 0,
    max: 10080,
  },
  maxDaysAhead: {
    required: true,
    min: 1,
    max: 365,
  },
  changeCutoffHours: {
    required: true,
    min: 0,
    max: 336,
  },
  servedOutwardCodes: {
    required: true,
    maxLength: 400,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  jobsPerEngineerWindow: {
    required: true,
    min: 1,
    max: 10,
  },
  maxOpenBookingsPerEmail: {
    required: true,
    min: 1,
    max: 100,
  },
};

export const hoursConstraint = {
  intent: {
    required: true,
  },
  mondayOpens: {
    required: true,
  },
  mondayCloses: {
    required: true,
  },
  tuesdayOpens: {
    required: true,
  },
  tuesdayCloses: {
    required: true,
  },
  wednesdayOpens: {
    required: true,
  },
  wednesdayCloses: {
    required: true,
  },
  thursdayOpens: {
    required: true,
  },
  thursdayCloses: {
    required: true,
  },
  fridayOpens: {
    required: true,
  },
  fridayCloses: {
    required: true,
  },
  saturdayOpens: {
    required: true,
  },
  saturdayCloses: {
    required: true,
  },
  sundayOpens: {
    required: true,
  },
  sundayCloses: {
    required: true,
  },
  mondayClosed: {
    required: false,
  },
  tuesdayClosed: {
    required: false,
  },
  wednesdayClosed: {
    required: false,
  },
  thursdayClosed: {
    required: false,
  },
  fridayClosed: {
    required: false,
  },
  saturdayClosed: {
    required: false,
  },
  sundayClosed: {
    required: false,
  },
};

export const profileConstraint = {
  intent: {
    required: true,
  },
  name: {
    required: true,
    minLength: 1,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  phone: {
    required: true,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  address: {
    required: true,
    minLength: 1,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  city: {
    required: true,
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  postalCode: {
    required: true,
    maxLength: 10,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  region: {
    required: true,
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  website: {
    required: true,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const ratingConstraint = {
  intent: {
    required: true,
  },
  ratingValue: {
    required: true,
    min: 1,
    max: 5,
  },
  reviewCount: {
    required: true,
    min: 0,
    max: 1000000,
  },
  sourceName: {
    required: false,
    maxLength: 60,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  sourceUrl: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const socialConstraint = {
  intent: {
    required: true,
  },
  link1: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  link2: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  link3: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  link4: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  link5: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  link6: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const targetsConstraint = {
  intent: {
    required: true,
  },
  emergencyHours: {
    required: true,
    min: 1,
    max: 168,
  },
  urgentDays: {
    required: true,
    min: 1,
    max: 60,
  },
  routineWorkingDays: {
    required: true,
    min: 1,
    max: 120,
  },
};

export const undoConstraint = {
  intent: {
    required: true,
  },
  changeId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^[1-9]\\d{0,17}$)).*$",
  },
};
