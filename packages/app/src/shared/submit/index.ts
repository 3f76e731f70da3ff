export { createSubmitGuard, runGuarded, type SubmitGuard } from './guard';
export { useSubmit, useSubmitMutation, type Submit, type SubmitHandlers, type SubmitMutation } from './useSubmit';
