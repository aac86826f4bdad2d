// Loads every sub-command; each file registers itself. Add one import line per command.
import './requirements';
import './predict';
import './finance';
import './mixture';
import './formulate';
import './supplement';
import './feeding-plan';
import './evaluate';
export {};
