/** The translation namespaces and the pages that show each: shared with the server's copy editor (contracts/namespaces.ts). */
export * from "../../contracts/namespaces";
