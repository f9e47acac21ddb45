// NetBox's ModularComponentTemplateModel.clean().
export { modularTemplateRules as beforeSave } from './_templates.js'
