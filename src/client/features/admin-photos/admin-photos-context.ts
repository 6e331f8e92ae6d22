import { createActorContext } from '@xstate/react';
import { adminPhotosMachine } from '../../../../machines/admin-photos';

export const AdminPhotosContext = createActorContext(adminPhotosMachine);
