/** Types of eslint.folders.js (plain JavaScript: ESLint loads it without a build step). */
export declare const featureLayers: readonly string[]
export declare function folderRules(): { target: string; from: string | string[]; except?: string[]; message: string }[]
