import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

// The icon and colour of the common actions, spread into a row action or a detail heading's
// button, so that "edit" and "delete" look the same on every screen.
export const ADD = { icon: AddIcon } as const;
export const EDIT = { icon: EditOutlined, color: 'primary' } as const;
export const DELETE = { icon: DeleteOutlined, color: 'error' } as const;
