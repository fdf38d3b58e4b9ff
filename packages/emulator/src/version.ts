/** The package version, reported by `/_emulator/health`. */
export const VERSION = '0.1.0';
