import { createContext, useContext } from "react";

/** The per-response CSP nonce: set on the server, empty in the browser (browsers hide it). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
