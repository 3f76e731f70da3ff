export { IconButton, type IconButtonProps } from './IconButton';
export { CheckIcon, ChevronDownIcon, CloseIcon, EyeIcon, EyeOffIcon, InfoIcon, MenuIcon, MoreIcon } from './icons';
