// @atrium/ui/primitives: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { Button, type ButtonProps } from './Button';
export { Badge, type BadgeProps } from './Badge';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Pagination, type PaginationProps } from './Pagination';
export {
  CountdownButton,
  manualClock,
  systemClock,
  type Clock,
  type CountdownButtonProps,
  type ManualClock,
} from './CountdownButton';
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export { PhoneField, type PhoneCountry, type PhoneFieldProps } from './PhoneField';
export { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker';
export { QR_DEFAULTS, QrCode, type QrCodeProps } from './QrCode';
export { Marquee, type MarqueeProps } from './Marquee';
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_VISIBLE,
  CAROUSEL_SPACING_PX,
  CAROUSEL_SPEED_MS,
  Carousel,
  type CarouselProps,
  type CarouselSlide,
} from './Carousel';
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './SafeHtml';
export { Money, type MoneyProps } from './Money';
export { Celebration, type CelebrationProps } from './Celebration';
export { IconButton, type IconButtonProps } from './IconButton';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Dialog, type DialogCloseProps, type DialogFooterProps, type DialogProps } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu';
export { Tooltip, type TooltipProps } from './Tooltip';
export { Toaster, type ToasterProps, type ToastMessage, type ToastTone } from './Toast';
export { Switch, type SwitchProps } from './Switch';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
