/**
 * What stands behind one WCAG criterion besides the sweep's rules: the tests that exercise it and what
 * a person has to check by hand (./evidence.ts says how each is used). Its own module, so the files
 * that hold each principle's entries and the module that joins them do not import each other.
 */
export interface CriterionEvidence {
  tests?: readonly string[];
  byHand?: string;
}
