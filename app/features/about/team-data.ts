/** The team profiles of the about page: names here, role and biography at `about:main.team.members.<id>`. */
export const TEAM_MEMBERS = [
  { id: "ceo", name: "Santiago Ramírez" },
  { id: "cto", name: "Valentina Ortiz" },
  { id: "talent", name: "Daniela Rojas" },
  { id: "finance", name: "Felipe Castaño" },
] as const;
