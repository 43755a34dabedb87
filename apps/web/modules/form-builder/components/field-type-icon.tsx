'use client';
// The icon of each field type, in the builder's "Add a field" palette and on each field's card.
import type { FormFieldType } from '@innov/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LinkIcon from '@mui/icons-material/Link';
import NumbersIcon from '@mui/icons-material/Numbers';
import RadioButtonCheckedOutlinedIcon from '@mui/icons-material/RadioButtonCheckedOutlined';
import ShortTextIcon from '@mui/icons-material/ShortText';
import SubjectIcon from '@mui/icons-material/Subject';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS: Record<FormFieldType, React.ComponentType<SvgIconProps>> = {
  SHORT_TEXT: ShortTextIcon,
  LONG_TEXT: SubjectIcon,
  NUMBER: NumbersIcon,
  SINGLE_CHOICE: RadioButtonCheckedOutlinedIcon,
  MULTIPLE_CHOICE: CheckBoxOutlinedIcon,
  URL: LinkIcon,
  DATE: EventOutlinedIcon,
  FILE: AttachFileIcon,
};

export function FieldTypeIcon({ type, ...props }: { type: FormFieldType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} />;
}
