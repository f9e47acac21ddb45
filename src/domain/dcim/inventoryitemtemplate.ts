// NetBox's ComponentTemplateModel.clean() for inventory item templates.
export { deviceTemplateRules as beforeSave } from './_templates.js'
