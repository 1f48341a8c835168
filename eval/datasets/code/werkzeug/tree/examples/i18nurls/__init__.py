from .application import Application as make_app
