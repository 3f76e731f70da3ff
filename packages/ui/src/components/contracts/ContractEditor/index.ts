export {
  ContractEditor,
  emptyContractDraft,
  type ContractEditorMode,
  type ContractEditorProps,
  type ContractTermsView,
} from './ContractEditor';
