/** Who a notification goes to, as the form holds it (spec section 4's audience rules). */
export type Audience = { allUser: boolean; allAdmin: boolean; general: boolean; selectedUser: string[] };

export const noAudience: Audience = { allUser: false, allAdmin: false, general: false, selectedUser: [] };

/** Ticking one all-box clears the other and the general flag; unticking leaves the rest as it is. */
export function tickAllUsers(audience: Audience, ticked: boolean): Audience {
  return ticked ? { ...audience, allUser: true, allAdmin: false, general: false } : { ...audience, allUser: false };
}

export function tickAllAdmins(audience: Audience, ticked: boolean): Audience {
  return ticked ? { ...audience, allAdmin: true, allUser: false, general: false } : { ...audience, allAdmin: false };
}

/** The chosen users count only when neither all-box is ticked (the picker is hidden then). */
export const picksUsers = (audience: Audience) => !audience.allUser && !audience.allAdmin && !audience.general;
