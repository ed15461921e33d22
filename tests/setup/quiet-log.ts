import { setLogLevel } from "~/.server/log";

// The server's info lines (requests, sign-in decisions) are for operators; a test run shows warnings up
setLogLevel("warn");
